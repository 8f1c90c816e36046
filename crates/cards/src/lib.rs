//! Card database and Oracle compiler.
