export const fromTarget = 1;
