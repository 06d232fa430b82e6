"""Write puertorico_nb/rulings/tutorial_index.json: which tutorial cells name each rule, so an
installed package (which has no tutorials folder) still shows them in `rules --exercised` and the
rules browser. tools/build_notebooks.py (`make notebooks`) runs it after building; `--check` changes nothing
and fails if the file differs from what the tutorials say.

    python tools/tutorial_index.py [--check]
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from puertorico_nb.rulings.exercises import TUTORIAL_INDEX, TUTORIALS, build_index, tutorial_references  # noqa: E402


def expected_text() -> str:
    data = tutorial_references(build_index(examples=None, tutorials=TUTORIALS))
    return json.dumps(data, indent=1, ensure_ascii=False, sort_keys=True) + "\n"


def main(argv: list[str]) -> int:
    text = expected_text()
    if "--check" in argv:
        if not TUTORIAL_INDEX.exists() or TUTORIAL_INDEX.read_text(encoding="utf-8") != text:
            print(f"{TUTORIAL_INDEX.name} differs from the tutorials: run python tools/tutorial_index.py")
            return 1
        return 0
    TUTORIAL_INDEX.write_text(text, encoding="utf-8")
    print(f"wrote {TUTORIAL_INDEX.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
