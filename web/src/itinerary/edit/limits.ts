// The contract's limits, repeated here as plain numbers: importing them from @contract would bring
// Effect's Schema into the page. limits.unit.test.ts keeps them equal to the contract's.
export const NOTE_MAX = 500;
export const INSTRUCTION_MAX = 200;
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
