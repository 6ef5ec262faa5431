from ..utils import slug
from .. import settings
def get_repo(): return slug("x")
