"""The games, one package each (``puerto_rico``, ``san_juan``), found by name through
``puertorico_nb.core.registry``."""
