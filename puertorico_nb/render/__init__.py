"""Drawing a position: plain text, static HTML, and the view model the widgets render."""
