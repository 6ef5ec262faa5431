from .client import Client
from .models import *
from .transports import *
