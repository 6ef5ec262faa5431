def a():
    return "é"


def b():
    return 2
