//! The two sides, White (who moves first) and Black (the shared
//! [`Side`](crate::side::Side)), and which way a side goes on the 11 x 11 board:
//! White from rank 1 up, Black from rank 11 down. The functions are `const`, for the squares
//! computed from them.

pub use crate::side::Side as Colour;

/// The rank (0-based) a Sword of `colour` promotes on.
pub const fn last_rank(colour: Colour) -> u8 {
    match colour {
        Colour::White => 10,
        Colour::Black => 0,
    }
}

/// The rank (0-based) `colour`'s King and Towers start on.
pub const fn home_rank(colour: Colour) -> u8 {
    match colour {
        Colour::White => 0,
        Colour::Black => 10,
    }
}

/// Which way `colour`'s Swords go: +1 up the board for White, -1 for Black.
pub const fn forward(colour: Colour) -> i8 {
    match colour {
        Colour::White => 1,
        Colour::Black => -1,
    }
}
