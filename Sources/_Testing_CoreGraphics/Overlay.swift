// Swift Testing declares a cross-import overlay for CoreGraphics (`_Testing_CoreGraphics`),
// which the toolchain ships only where Apple's CoreGraphics exists. A test that imports
// Testing and Galley's CoreGraphics makes the compiler look for it, so this empty module
// stands in for it where Galley supplies CoreGraphics.
