"""Font files shipped inside the package: Noto Sans, Noto Sans Symbols, Noto Emoji, Noto Sans
Arabic and Noto Sans Hebrew (OFL.txt), and the symbols the Noto fonts lack (LICENSE.txt)."""
