class Transport:
    def send(self, request) -> None:
        pass
