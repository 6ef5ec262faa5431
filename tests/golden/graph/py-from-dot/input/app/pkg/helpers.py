def fmt() -> str: return ""
