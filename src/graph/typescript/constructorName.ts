/** TypeScript and JavaScript: a class's constructor is its member named `constructor` (`new C()` resolves to it when declared). */
export const CHECKER_CONSTRUCTOR = { languages: new Set(["typescript", "javascript"]), name: "constructor" } as const;
