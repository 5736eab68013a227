workers-picture-later = The picture will follow as soon as it can be drawn.
workers-review-later = The review cannot be made just now. Try again in a minute.
