// Bytecode for the browser's Python, made by that Python (Pyodide, run here in Node):
//   node precompile.mjs PYODIDE_DIR IN_DIR OUT_DIR NAME...
// writes OUT_DIR/NAME for each NAME in IN_DIR (a wheel, or Pyodide's python_stdlib.zip), the same
// archive with each module's bytecode beside its source. tools/build_lite.py runs it (see
// precompiled() there for why).
import path from "node:path";
import { pathToFileURL } from "node:url";

const [runtime, inDir, outDir, ...names] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(runtime) + path.sep });
for (const [folder, mount] of [[inDir, "/in"], [outDir, "/out"]]) {
  pyodide.FS.mkdirTree(mount);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(folder) }, mount);
}
pyodide.globals.set("NAMES", pyodide.toPy(names));
await pyodide.runPythonAsync(`
import base64, hashlib, importlib.util, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc


def record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}\\n"


def bytecode_name(source_name, in_zip_path):
    """Where the import system looks: beside the source in a zip on sys.path (zipimport), in
    __pycache__ with the interpreter's tag in a package folder (a wheel unpacked to site-packages)."""
    folder, _, base = source_name.rpartition("/")
    prefix = folder + "/" if folder else ""
    if in_zip_path:
        return prefix + base[:-3] + ".pyc"
    return prefix + "__pycache__/" + base[:-3] + "." + sys.implementation.cache_tag + ".pyc"


for name in NAMES:
    stdlib = not name.endswith(".whl")
    with zipfile.ZipFile("/in/" + name) as source, \\
            zipfile.ZipFile("/out/" + name, "w", zipfile.ZIP_DEFLATED) as target:
        added, record_name, record = [], None, b""
        for item in source.infolist():
            data = source.read(item)
            if item.filename.endswith(".dist-info/RECORD"):
                record_name, record = item.filename, data
                continue
            target.writestr(item, data)
            if not item.filename.endswith(".py"):
                continue
            try:
                code = compile(data, item.filename, "exec", dont_inherit=True)
            except SyntaxError:  # a file never imported (a template, old syntax in an unused module)
                continue
            # unchecked hash-based (PEP 552): used without comparing it with the source's time
            bytecode = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))
            target.writestr(bytecode_name(item.filename, stdlib), bytecode)
            added.append((bytecode_name(item.filename, stdlib), bytecode))
        if record_name:
            target.writestr(record_name, record + "".join(record_line(n, d) for n, d in added).encode())
    print(f"{name}: {len(added)} modules compiled")
`);
