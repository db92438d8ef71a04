// Intentionally empty: Gatsby plugins need a main file.
