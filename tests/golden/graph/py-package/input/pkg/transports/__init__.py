from .base import *
