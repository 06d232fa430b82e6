"""``python -m puertorico_nb.classroom``: the classroom server (see ``classroom.launch``)."""
import sys

from .launch import main

if __name__ == "__main__":
    sys.exit(main())
