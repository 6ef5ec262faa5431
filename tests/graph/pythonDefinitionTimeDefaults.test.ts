/**
 * Python runs a function's parameter defaults and annotations once, where the function is defined. A new user's trial
 * on fastapi/typer 9a7b2e83 found `callees Typer.add_typer` listing `Default` "called at lines 928, 937, 945, … and 8
 * more" and `Doc`, every one a parameter's default (`name: str = Default(None)`) or `Annotated[…, Doc(…)]` metadata,
 * and its summary naming them as its calls. The input is those lines cut down.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

const MAIN = [
  "from typing import Annotated",
  "",
  "from .models import Default, Doc",
  "",
  "",
  "def callback(value):",
  "    return value",
  "",
  "",
  "class Typer:",
  "    def add_typer(",
  "        self,",
  "        name: str = Default(None),",
  "        help: Annotated[str, Doc('The help text.')] = Default(''),",
  "        on_done=callback,",
  "    ) -> Annotated[None, Doc('Nothing.')]:",
  "        self.run(name, help)",
  "",
  "    def run(self, name, help):",
  "        return Default(name)",
  "",
  "",
  "def command(name: str = Default('cmd')):",
  "    return Typer()",
  "",
].join("\n");

describe("Python parameter defaults and annotations", () => {
  it("are calls of the code around the function, made once where it is defined", async () => {
    const lines = await callLines({
      "typer/models.py": "def Default(value):\n    return value\n\n\ndef Doc(text):\n    return text\n",
      "typer/main.py": MAIN,
    });
    expect(lines).toEqual([
      "typer/main.py -> typer/models.py#Default @23 import",
      "typer/main.py#Typer -> typer/models.py#Default @13 import",
      "typer/main.py#Typer -> typer/models.py#Doc @14 import",
      "typer/main.py#Typer.add_typer -> typer/main.py#Typer.run @17 scope",
      "typer/main.py#Typer.run -> typer/models.py#Default @20 import",
      "typer/main.py#command -> typer/main.py#Typer @24 scope",
    ]);
  });
});
