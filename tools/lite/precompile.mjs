// Bytecode for the browser's Python, made by that Python (Pyodide, run here in Node):
//   node precompile.mjs PYODIDE_DIR IN_DIR OUT_DIR NAME... [--sourceless NAME...]
// writes OUT_DIR/NAME for each NAME in IN_DIR (a wheel, or Pyodide's python_stdlib.zip), the same
// archive with each module's bytecode beside its source; for the names after --sourceless (wheels
// only), the bytecode in place of the source, as Pyodide ships its own packages. tools/build_lite.py
// runs it (see precompiled() there for why).
import path from "node:path";
import { pathToFileURL } from "node:url";

const [runtime, inDir, outDir, ...rest] = process.argv.slice(2);
const cut = rest.indexOf("--sourceless");
const names = cut < 0 ? rest : rest.slice(0, cut);
const sourceless = cut < 0 ? [] : rest.slice(cut + 1);
const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(runtime) + path.sep });
for (const [folder, mount] of [[inDir, "/in"], [outDir, "/out"]]) {
  pyodide.FS.mkdirTree(mount);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(folder) }, mount);
}
pyodide.globals.set("NAMES", pyodide.toPy([...names, ...sourceless]));
pyodide.globals.set("SOURCELESS", pyodide.toPy(sourceless));
await pyodide.runPythonAsync(`
import base64, hashlib, importlib.util, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc


def record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}\\n"


def bytecode_name(source_name, beside):
    """Where the import system looks: beside the source in a zip on sys.path (zipimport), or in
    place of a source left out (a sourceless module); in __pycache__ with the interpreter's tag
    beside a source in a package folder (a wheel unpacked to site-packages)."""
    folder, _, base = source_name.rpartition("/")
    prefix = folder + "/" if folder else ""
    if beside:
        return prefix + base[:-3] + ".pyc"
    return prefix + "__pycache__/" + base[:-3] + "." + sys.implementation.cache_tag + ".pyc"


for name in NAMES:
    stdlib = not name.endswith(".whl")
    without_sources = name in SOURCELESS
    with zipfile.ZipFile("/in/" + name) as source, \\
            zipfile.ZipFile("/out/" + name, "w", zipfile.ZIP_DEFLATED) as target:
        added, dropped, record_name, record = [], set(), None, b""
        for item in source.infolist():
            data = source.read(item)
            if item.filename.endswith(".dist-info/RECORD"):
                record_name, record = item.filename, data
                continue
            code = None
            if item.filename.endswith(".py"):
                try:
                    code = compile(data, item.filename, "exec", dont_inherit=True)
                except SyntaxError:  # a file never imported (a template, old syntax in an unused module)
                    pass
            if code is None or not without_sources:
                target.writestr(item, data)
            else:
                dropped.add(item.filename)
            if code is None:
                continue
            # unchecked hash-based (PEP 552): used without comparing it with the source's time
            bytecode = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))
            where = bytecode_name(item.filename, stdlib or without_sources)
            target.writestr(where, bytecode)
            added.append((where, bytecode))
        if record_name:
            kept = [line for line in record.decode().splitlines(keepends=True) if line.split(",", 1)[0] not in dropped]
            target.writestr(record_name, ("".join(kept) + "".join(record_line(n, d) for n, d in added)).encode())
    print(f"{name}: {len(added)} modules compiled" + (", sources left out" if without_sources else ""))
`);
