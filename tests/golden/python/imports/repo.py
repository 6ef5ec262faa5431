from __future__ import annotations
import os
import os.path as osp
import json, sys
from ..utils import slug
from .. import settings
from . import helpers
from .service import get_service as service, Service
from typing import *


def get_repo():
    import sqlite3
    return slug("x")
