// jest.setup-dom.cjs loads @testing-library/jest-dom at run time; this gives tsc its matcher types.
/// <reference types="@testing-library/jest-dom" />
