"""The layers at run time (lint-imports checks the static imports; this also catches an import
made inside a function): the rules, the ruling files and the pictures load no Jupyter module, so
a game runs in a plain script, a test, a batch job or the browser-only site."""
import subprocess
import sys

JUPYTER = ("IPython", "ipywidgets", "anywidget", "traitlets", "ipykernel", "jupyter_client")


def loaded_after(*modules: str, calls: str = "") -> list[str]:
    code = (f"import sys; import {', '.join(modules)}; {calls or 'pass'}; "
            f"print(sorted({{m.split('.')[0] for m in sys.modules}} & set({JUPYTER!r})))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return eval(out.stdout)  # a list literal printed by the child


def test_games_rulings_and_pictures_load_nothing_of_jupyter():
    calls = ("from puertorico_nb import Game, SanJuanGame, check; g = Game(); g._repr_html_(); "
             "s = SanJuanGame(); s._repr_html_(); check('title: t\\nsteps: []\\n')")
    assert loaded_after("puertorico_nb", "puertorico_nb.core.registry", "puertorico_nb.rulings.runner",
                        "puertorico_nb.games.puerto_rico.render.narrate", calls=calls) == []


def test_the_check_fails_when_jupyter_is_loaded():
    assert "IPython" in loaded_after("puertorico_nb", "IPython")
