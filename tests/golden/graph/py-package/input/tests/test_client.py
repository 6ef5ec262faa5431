def test_get(client):
    client.get()


def helper(client):
    client.get()
