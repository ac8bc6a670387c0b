"""The one thing pyproject.toml cannot say: ship resources/ under its own import name.

Installed, the lessons and icons live in the package ``qkv_lab_resources`` (found through
importlib.resources), so QKV Lab puts no generic top-level ``resources`` into site-packages,
while the checkout keeps its folder. Everything else is in pyproject.toml.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["core", "core.*", "gui", "gui.*"]), "qkv_lab_resources"],
    package_dir={"qkv_lab_resources": "resources"},
)
