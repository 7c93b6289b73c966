require('@testing-library/jest-dom');

// findBy… and waitFor give up after 1 s by default. On a busy two-core machine a screen's first
// render (its lazily imported modules compiled by the transform) took longer than that in a full
// run, so a passing screen failed. A screen that never shows still fails, five seconds later.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
