"""Typer, build great CLIs (cut from typer 9a7b2e83's typer/__init__.py).

PEP 484 explicit re-exports: a name imported as itself is public API; a plain import or an alias is not.
"""

__version__ = "0.27.1"

from shutil import get_terminal_size as get_terminal_size

from . import colors as colors
from ._click.exceptions import Abort as Abort
from .main import Typer as Typer
from .main import run
from .models import Context as TyperContext
from .utils import _private as _private
import os as os
