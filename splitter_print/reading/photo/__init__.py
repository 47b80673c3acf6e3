"""The photo as the reader gets it: decoded, turned upright by its EXIF tag, pictures taken
out of PDFs, and how well the sheet in it was taken."""
