# The language's own name, in the language picker.
language-name = English
