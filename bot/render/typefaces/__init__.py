"""Font files shipped inside the package (the symbols the Noto fonts lack); see LICENSE.txt."""
