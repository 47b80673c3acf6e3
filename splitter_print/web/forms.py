"""Reading a phone's photo upload, the same for every route that takes one."""

from __future__ import annotations

from fastapi import Request
from starlette.datastructures import UploadFile

from splitter_print.errors import SplitterError


async def photo_form(request: Request) -> tuple[bytes, dict[str, str]]:
    """The photo of a multipart upload (its file field ``photo``) and its text fields, read in
    full and the form closed; a form without the photo is :class:`SplitterError` (400)."""
    form = await request.form(max_files=1, max_fields=4)
    try:
        upload = form.get("photo")
        if not isinstance(upload, UploadFile):
            raise SplitterError("photo: send the sheet's photo as the multipart file field 'photo'")
        data = await upload.read()
        fields = {name: value for name, value in form.items() if isinstance(value, str)}
    finally:
        await form.close()
    return data, fields
