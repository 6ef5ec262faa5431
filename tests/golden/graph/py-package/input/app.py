import requests

import pkg
import pkg.models as m
from pkg import Cookies


def use(c: pkg.Client) -> None:
    c.get()
    response = c.send()
    response.json()
    m.DEFAULT.extract(None)


def main() -> None:
    client = pkg.Client(pkg.Transport())
    client.get()
    with pkg.Client(pkg.Transport()) as other:
        other.send()
    jar = Cookies()
    jar.close()
    m.Cookies().extract(None)
    requests.get("https://example.org")
    pkg._private()


def configure(**options) -> None:
    options.get("timeout")
