export const d = 2;
