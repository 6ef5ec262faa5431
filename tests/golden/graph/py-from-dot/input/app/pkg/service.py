from .repo import get_repo
from . import helpers
def get_service(): return get_repo()
