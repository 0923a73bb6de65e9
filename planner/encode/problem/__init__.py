"""planner/encode/problem"""
