from .sub import inner
