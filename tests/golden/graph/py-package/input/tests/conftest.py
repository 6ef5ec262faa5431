import pytest

import pkg


@pytest.fixture
def client():
    return pkg.Client(pkg.Transport())
