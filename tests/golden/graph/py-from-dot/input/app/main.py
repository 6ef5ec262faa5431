from .pkg import helpers, get_service
from .pkg.sub import inner as run_inner
import app.utils as u


def main():
    helpers.fmt()
    get_service()
    run_inner()
    print(u.slug("a"))
    return list(map(u.slug, ["b"]))
