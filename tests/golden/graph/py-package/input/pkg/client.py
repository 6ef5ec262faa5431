import json

from .models import Cookies
from .transports import Transport


class Response:
    text: str

    def json(self):
        return json.loads(self.text)


class Client:
    jar: Cookies

    def __init__(self, transport: Transport) -> None:
        self.cookies = Cookies()
        self.transport = transport

    def __enter__(self) -> "Client":
        return self

    def send(self) -> Response:
        self.cookies.extract(None)
        self.transport.send(None)
        return Response()

    def get(self) -> Response:
        self.jar.close()
        return self.send()
