//! The loader's refusals: a broken course file is refused naming its course, stage and step.
