from .service import get_service
