def slug(s: str) -> str: return s
