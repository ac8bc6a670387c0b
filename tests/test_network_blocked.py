import socket

import pytest

from tests.conftest import NetworkBlocked


def test_outside_connection_is_refused():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock, pytest.raises(NetworkBlocked):
        sock.connect(("93.184.216.34", 80))


def test_name_lookup_is_refused():
    with pytest.raises(NetworkBlocked):
        socket.getaddrinfo("example.org", 443)


def test_loopback_is_allowed():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as server:
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        with socket.create_connection(server.getsockname(), timeout=2) as client:
            assert client.getpeername() == server.getsockname()
