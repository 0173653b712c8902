//! The progress model: best stars kept, how far a course is done, saved and read back.
