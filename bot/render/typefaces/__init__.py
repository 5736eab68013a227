"""Font files shipped inside the package: Noto Sans, Noto Sans Symbols and Noto Emoji (OFL.txt),
and the symbols the Noto fonts lack (LICENSE.txt)."""
