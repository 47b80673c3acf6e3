"""Writing the pads as a PDF that prints at true size."""
