DEBUG = False
