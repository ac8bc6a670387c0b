"""QKV Lab's package data (lessons, icons): installed as ``qkv_lab_resources``; no code here."""
