"""The digit engines behind one interface: the trained model and Tesseract."""
