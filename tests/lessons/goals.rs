//! Each goal on a concrete position: a move that meets it and one that does not.
