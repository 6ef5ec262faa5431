export const same = 0;
